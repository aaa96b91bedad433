#import "LegacyAPIClient.h"

static NSString *const kStoresPath = @"/v1/stores";
static NSInteger requestCount = 0;

@implementation LegacyAPIClient

+ (instancetype)sharedClient {
    static LegacyAPIClient *sharedInstance = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        sharedInstance = [[self alloc] init];
    });
    return sharedInstance;
}

- (void)fetchStoresNear:(NSString *)postcode completion:(void (^)(NSArray *stores))completion {
    requestCount++;
    NSLog(@"LegacyAPIClient: GET %@?postcode=%@ (#%ld)", kStoresPath, postcode, (long)requestCount);
    completion(@[]);
}

- (void)reset {
    requestCount = 0;
}

@end
