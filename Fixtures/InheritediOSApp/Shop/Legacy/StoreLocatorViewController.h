#import "LegacyViewController.h"

@interface StoreLocatorViewController : LegacyViewController
@end
