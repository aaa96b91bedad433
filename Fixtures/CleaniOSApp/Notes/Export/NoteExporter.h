#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@class NoteStore;
typedef NSString *NoteExportFormat;
extern NSString *const NoteExporterDidFinishNotification;

/// Writes notes as plain text; created by whoever needs one.
@interface NoteExporter : NSObject

+ (NSDateFormatter *)timestampFormatter;
- (NSString *)exportTitles:(NSArray<NSString *> *)titles;
- (void)configureShareButton:(UIButton *)button label:(UILabel *)label;

@end

NS_ASSUME_NONNULL_END
