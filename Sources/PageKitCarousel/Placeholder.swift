// PageKitCarousel: placeholder until its module issue lands.
enum _PageKitCarouselPlaceholder {}
