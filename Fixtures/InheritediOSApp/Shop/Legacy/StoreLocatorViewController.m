#import "StoreLocatorViewController.h"
#import "LegacyAPIClient.h"
#import <CoreLocation/CoreLocation.h>

@interface StoreLocatorViewController () <CLLocationManagerDelegate>
@property (nonatomic, strong) UIWebView *mapView;
@property (nonatomic, strong) CLLocationManager *locationManager;
@property (nonatomic, strong) UILabel *headerLabel;
@property (nonatomic, strong) UITableView *tableView;
@end

@implementation StoreLocatorViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Find a store";
    self.headerLabel.text = @"Stores near you";
    self.headerLabel.accessibilityIdentifier = @"store-header";
    // self.headerLabel.text = @"Old header";
    self.mapView = [[UIWebView alloc] initWithFrame:self.view.bounds];
    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithImage:[UIImage imageNamed:@"store_pin"] style:UIBarButtonItemStylePlain target:nil action:nil];
    self.locationManager = [[CLLocationManager alloc] init];
    self.locationManager.delegate = self;
    [[LegacyAPIClient sharedClient] fetchStoresNear:@"10115" completion:^(NSArray *stores) {
        NSLog(@"Loaded %lu stores", (unsigned long)stores.count);
    }];
}

- (void)showLocationDenied {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Location is off"
                                                                   message:@"Turn on location to see stores near you."
                                                            preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"ok", nil) style:UIAlertActionStyleDefault handler:nil]];
    [self presentViewController:alert animated:YES completion:nil];
}

- (void)refreshSection1 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:1] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection2 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:2] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection3 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:3] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection4 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:4] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection5 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:5] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection6 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:6] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection7 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:7] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection8 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:8] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection9 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:9] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection10 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:10] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection11 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:11] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection12 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:12] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection13 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:13] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection14 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:14] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection15 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:15] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection16 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:16] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection17 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:17] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection18 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:18] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection19 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:19] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection20 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:20] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection21 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:21] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection22 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:22] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)refreshSection23 {
    [self.tableView reloadSections:[NSIndexSet indexSetWithIndex:23] withRowAnimation:UITableViewRowAnimationNone];
}

@end
