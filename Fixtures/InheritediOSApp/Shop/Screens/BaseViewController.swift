import UIKit

/// The original team's base class: every screen inherits its spinner and error alert.
class BaseViewController: UIViewController {
    func showSpinner() {}
    func hideSpinner() {}

    func showError(_ message: String) {
        let alert = UIAlertController(title: NSLocalizedString("error.title", comment: ""), message: message, preferredStyle: .alert)
        present(alert, animated: true)
    }
}
