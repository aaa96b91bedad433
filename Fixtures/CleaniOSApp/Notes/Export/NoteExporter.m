#import "NoteExporter.h"
#import <objc/runtime.h>

NSString *const NoteExporterDidFinishNotification = @"NoteExporterDidFinishNotification";
static NSString *const kExportFileName = @"notes.txt";
static const NSUInteger kMaximumTitles = 500;
static char kExportedKey;
// Older code omitted const; nothing writes it.
NSString *NoteExporterErrorDomain = @"NoteExporterErrorDomain";

@implementation NoteExporter

/// One formatter for every export: a cache of another class, not a singleton of this one.
+ (NSDateFormatter *)timestampFormatter {
    static NSDateFormatter *formatter;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        formatter = [[NSDateFormatter alloc] init];
        formatter.dateFormat = @"yyyy-MM-dd HH:mm";
    });
    return formatter;
}

- (NSString *)exportTitles:(NSArray<NSString *> *)titles {
    NSUInteger count = MIN(titles.count, kMaximumTitles);
    NSString *stamp = [[NoteExporter timestampFormatter] stringFromDate:[NSDate date]];
    NSLog(@"Exporting %lu titles to %@", (unsigned long)count, kExportFileName);
    objc_setAssociatedObject(self, &kExportedKey, @YES, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
    [[NSNotificationCenter defaultCenter] postNotificationName:NoteExporterDidFinishNotification object:self];
    return [NSString stringWithFormat:@"%@\n%@", stamp, [[titles subarrayWithRange:NSMakeRange(0, count)] componentsJoinedByString:@"\n"]];
}

- (void)configureShareButton:(UIButton *)button label:(UILabel *)label {
    [button setTitle:NSLocalizedString(@"notes.add", @"Share button") forState:UIControlStateNormal];
    label.text = NSLocalizedString(@"notes.untitled", @"Placeholder title");
    label.accessibilityIdentifier = @"export-label";
    button.tag = [objc_getAssociatedObject(self, &kExportedKey) boolValue] ? 1 : 0;
}

@end
