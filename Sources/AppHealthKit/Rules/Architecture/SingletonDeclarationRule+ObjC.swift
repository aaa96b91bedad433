extension SingletonDeclarationRule {
    static let objcTriggeringExamples = [
        RuleExample("Shop/Managers/APIManager.m", """
            #import "APIManager.h"

            @implementation APIManager

            + (instancetype)↓sharedManager {
                static APIManager *sharedInstance = nil;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    sharedInstance = [[self alloc] init];
                });
                return sharedInstance;
            }

            @end

            static SessionStore *_store;

            @implementation SessionStore

            + (SessionStore *)↓store {
                @synchronized (self) {
                    if (!_store) {
                        _store = [[SessionStore alloc] init];
                    }
                }
                return _store;
            }

            @end
            """),
    ]

    static let objcNonTriggeringExamples = [
        // Seafile: a formatter class caching several formats of itself, each in its own static.
        RuleExample("seafile/SeafDateFormatter.m", """
            static SeafDateFormatter *sharedLoader = nil;
            static SeafDateFormatter *sharedLoaderChinese = nil;
            @implementation SeafDateFormatter
            + (SeafDateFormatter *)sharedLoader {
                if (!sharedLoader) { sharedLoader = [[SeafDateFormatter alloc] init]; sharedLoader.dateFormat = @"yyyy-MM-dd HH:mm"; }
                return sharedLoader;
            }
            + (SeafDateFormatter *)sharedLoaderChinese {
                if (!sharedLoaderChinese) { sharedLoaderChinese = [[SeafDateFormatter alloc] init]; sharedLoaderChinese.dateFormat = @"yyyy-MM-dd"; }
                return sharedLoaderChinese;
            }
            @end
            """),
        // A category on Apple's class caching a value of it (VLC's multipath session configuration).
        RuleExample("Sources/Extensions/NSURLSessionConfiguration+default.m", """
            @implementation NSURLSessionConfiguration (MPTCP)

            + (NSURLSessionConfiguration *)defaultMPTCPConfiguration {
                static NSURLSessionConfiguration *defaultMPTCPConfiguration = nil;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    defaultMPTCPConfiguration = [NSURLSessionConfiguration defaultSessionConfiguration];
                    defaultMPTCPConfiguration.multipathServiceType = NSURLSessionMultipathServiceTypeHandover;
                });
                return defaultMPTCPConfiguration;
            }

            @end
            """),
        RuleExample("Shop/Helpers/Formatters.m", """
            @implementation Formatters

            + (NSDateFormatter *)sharedFormatter {
                static NSDateFormatter *formatter;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{ formatter = [[NSDateFormatter alloc] init]; });
                return formatter;
            }

            + (instancetype)defaultConfiguration {
                return [[self alloc] init];
            }

            - (instancetype)sharedCopy {
                static Formatters *copy;
                return copy;
            }

            @end
            """),
        // A weak static: the instance lives while callers hold it, then goes (ish's location tracker).
        RuleExample("app/LocationDevice.m", """
            @implementation LocationTracker

            + (LocationTracker *)instance {
                static __weak LocationTracker *tracker;
                if (tracker == nil) {
                    LocationTracker *fresh = [LocationTracker new];
                    tracker = fresh;
                    return fresh;
                }
                return tracker;
            }

            @end
            """),
        RuleExample("Shop/Managers/APIManager.h", """
            @interface APIManager : NSObject
            + (instancetype)sharedManager;
            @end
            """),
    ]
}
