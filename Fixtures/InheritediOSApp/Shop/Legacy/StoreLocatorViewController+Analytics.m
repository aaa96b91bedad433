#import "StoreLocatorViewController.h"

@implementation StoreLocatorViewController (Analytics)

- (void)trackEvent1 {
}

- (void)trackEvent2 {
}

- (void)trackEvent3 {
}

- (void)trackEvent4 {
}

- (void)trackEvent5 {
}

- (void)trackEvent6 {
}

- (void)trackEvent7 {
}

@end
