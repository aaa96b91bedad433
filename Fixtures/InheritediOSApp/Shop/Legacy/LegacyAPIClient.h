#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// The 2014 networking layer; the Swift APIManager never replaced it everywhere.
@interface LegacyAPIClient : NSObject

+ (instancetype)sharedClient;
- (void)fetchStoresNear:(NSString *)postcode completion:(void (^)(NSArray *stores))completion;

@end

NS_ASSUME_NONNULL_END
