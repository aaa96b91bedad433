#import <UIKit/UIKit.h>

@interface LegacyViewController : UIViewController
@end
