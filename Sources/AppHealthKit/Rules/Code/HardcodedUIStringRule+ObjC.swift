extension HardcodedUIStringRule {
    /// Message sends whose listed parts take user-facing text, by the send's first part; some
    /// only on the named receivers (`initWithTitle:` of a bar button or alert, not of a model).
    static let objcSends: [String: (parts: Set<String>, receivers: Set<String>?)] = [
        "setText": (["setText"], nil), "setTitle": (["setTitle"], nil), "setPlaceholder": (["setPlaceholder"], nil),
        "setPrompt": (["setPrompt"], nil), "addButtonWithTitle": (["addButtonWithTitle"], nil),
        "alertControllerWithTitle": (["alertControllerWithTitle", "message"], nil),
        "actionWithTitle": (["actionWithTitle"], nil),
        "initWithTitle": (["initWithTitle", "message", "cancelButtonTitle", "otherButtonTitles"],
                          ["UIBarButtonItem", "UIAlertView", "UIActionSheet", "UITabBarItem"]),
        "showWithStatus": (["showWithStatus"], ["SVProgressHUD"]), "showSuccessWithStatus": (["showSuccessWithStatus"], ["SVProgressHUD"]),
        "showErrorWithStatus": (["showErrorWithStatus"], ["SVProgressHUD"]), "showInfoWithStatus": (["showInfoWithStatus"], ["SVProgressHUD"]),
    ]
    /// Properties whose assigned literal users read (`label.text = @"…"`).
    static let objcProperties: Set<String> = ["text", "title", "placeholder", "prompt"]

    func objcFindings(_ file: CodeFile) -> [Finding] {
        let code = file.code
        var findings: [Finding] = []
        var reported: Set<Int> = []
        for index in file.identifiers {
            // The shapes first, from the tokens around: a selector part (`name:`) or a property
            // assigned (`.name =`). Most identifiers are neither and need no string of their own.
            let selectorPart = file.code(index + 1, is: ":")
            let assigned = file.isAssignedProperty(index)
            guard selectorPart || assigned else { continue }
            let name = file.text(of: code[index])
            if selectorPart, let send = Self.objcSends[name], let open = Self.enclosingBracket(file, index),
                let message = file.objcSend(at: open), message.parts.first?.index == index {
                if let receivers = send.receivers,
                    !message.receiver.contains(where: { code[$0].kind == .identifier && receivers.contains(file.text(of: code[$0])) }) {
                    continue
                }
                for part in message.parts where send.parts.contains(part.name) {
                    guard let literal = part.argument.first, Self.isUserFacingNSString(file, literal), reported.insert(literal).inserted else { continue }
                    findings.append(objcFinding(file, literal, "passed to \(part.name):"))
                }
            } else if assigned, Self.objcProperties.contains(name) {
                var end = index + 2
                while end < code.count, !file.code(end, is: ";"), !file.code(end, is: "{"), !file.code(end, is: "}") { end += 1 }
                if let literal = file.firstTopLevel(in: (index + 2)..<end, where: { Self.isUserFacingNSString(file, $0) }),
                    reported.insert(literal).inserted {
                    findings.append(objcFinding(file, literal, "assigned to .\(name)"))
                }
            }
        }
        return findings
    }

    /// The `[` of the message send a selector part at `index` belongs to (at most 400 tokens back).
    static func enclosingBracket(_ file: CodeFile, _ index: Int) -> Int? {
        var depth = 0
        var cursor = index - 1
        while cursor >= 0, index - cursor <= 400 {
            let token = file.code[cursor]
            if token.kind == .punctuation {
                switch file.text.bytes[token.start] {
                case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"): depth += 1
                case UInt8(ascii: "("), UInt8(ascii: "{"):
                    if depth == 0 { return nil }
                    depth -= 1
                case UInt8(ascii: "["):
                    if depth == 0 { return cursor }
                    depth -= 1
                case UInt8(ascii: ";"): if depth == 0 { return nil }
                default: break
                }
            }
            cursor -= 1
        }
        return nil
    }

    /// An `@"…"` literal with a letter in it.
    static func isUserFacingNSString(_ file: CodeFile, _ index: Int) -> Bool {
        let token = file.code[index]
        guard token.kind == .string, file.text.bytes[token.start] == UInt8(ascii: "@") else { return false }
        let content = file.stringContent(of: token)
        return content.contains(where: \.isLetter) && LiteralText.needsTranslation(content, interpolated: content.contains("%"))
    }

    private func objcFinding(_ file: CodeFile, _ index: Int, _ how: String) -> Finding {
        var content = file.stringContent(of: file.code[index])
        if content.count > 60 { content = String(content.prefix(60)) + "…" }
        return Self.descriptor.finding(
            "Hardcoded UI string \"\(content)\" \(how); use NSLocalizedString", path: file.path, at: file.location(of: file.code[index]))
    }

    static let objcTriggeringExamples = [
        RuleExample("Shop/Screens/CheckoutViewController.m", """
            @implementation CheckoutViewController

            - (void)viewDidLoad {
                [super viewDidLoad];
                self.title = ↓@"Checkout";
                self.totalLabel.text = ↓@"Total";
                self.emailField.placeholder = ↓@"E-mail address";
                [self.payButton setTitle:↓@"Pay now" forState:UIControlStateNormal];
                [self.noteLabel setText:↓@"Thanks for \\"shopping\\""];
                self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:↓@"Edit" style:UIBarButtonItemStylePlain target:self action:@selector(edit)];
            }

            - (void)confirm {
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:↓@"Cancel order?" message:↓@"Your cart is kept." preferredStyle:UIAlertControllerStyleAlert];
                [alert addAction:[UIAlertAction actionWithTitle:↓@"Keep" style:UIAlertActionStyleCancel handler:^(UIAlertAction *action) {
                    NSLog(@"kept");
                }]];
            }

            @end
            """),
        // Branches every release build compiles still ship their text.
        RuleExample("Shop/Screens/AboutViewController.m", """
            @implementation AboutViewController
            - (void)viewDidLoad {
            #if TARGET_OS_IOS
                self.title = ↓@"About";
            #endif
            #ifndef DEBUG
                self.versionLabel.text = ↓@"Release build";
            #else
                self.versionLabel.text = @"Debug build";
            #endif
            }
            @end
            """),
    ]

    static let objcNonTriggeringExamples = [
        RuleExample("Shop/Screens/SettingsViewController.m", """
            #define kTitle @"Settings"
            static NSString *const kCellIdentifier = @"SettingsCell";

            @implementation SettingsViewController

            - (void)viewDidLoad {
                // self.title = @"Settings";
                /* [button setTitle:@"Save" forState:UIControlStateNormal]; */
                self.title = NSLocalizedString(@"settings.title", @"Settings screen title");
                [self.saveButton setTitle:NSLocalizedString(@"settings.save", nil) forState:UIControlStateNormal];
                self.countLabel.text = @"—";
                self.separator.text = @"%@ / %@";
                NSLog(@"title = Settings");
                [[NSNotificationCenter defaultCenter] postNotificationName:@"SettingsShown" object:nil];
                [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"SettingsCell"];
                [defaults setObject:@"Draft" forKey:@"title"];
                SEL action = @selector(setTitle:);
                Item *item = [[Item alloc] initWithTitle:@"Not UI" price:3];
                self.label.text = [NSString stringWithFormat:@"%@ items", @(count)];
            }

            @end
            """),
        // Seafile: alerts only debug builds compile.
        RuleExample("Shop/Screens/AccountViewController.m", """
            @implementation AccountViewController
            - (void)viewDidLoad {
            #ifdef DEBUG
                [self.resetButton setTitle:@"Reset onboarding" forState:UIControlStateNormal];
            #endif
            #if !defined(DEBUG)
                self.title = NSLocalizedString(@"account.title", nil);
            #else
                self.title = @"Account (debug)";
            #endif
            }
            @end
            """),
    ]
}
