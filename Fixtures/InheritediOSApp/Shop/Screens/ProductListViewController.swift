import AVFoundation
import UIKit

final class ProductListViewController: UIViewController {
    private let titleLabel = UILabel()
    private let searchField = UITextField()
    private let checkoutButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("products.title", comment: "Screen title")
        titleLabel.text = "Today's deals"
        searchField.placeholder = "Search products"
        checkoutButton.setTitle("Checkout", for: .normal)
        // titleLabel.text = "Old deals banner"
        print("ProductList loaded")
        APIManager.shared.fetchProducts { [weak self] products in
            self?.titleLabel.text = "\(products.count) products"
        }
    }

    @objc private func scanBarcode() {
        guard let camera = AVCaptureDevice.default(for: .video), let input = try? AVCaptureDeviceInput(device: camera) else { return }
        print("scanning with \(camera.localizedName) through \(input)")
    }

    @objc private func addToCart() {
        CartManager.sharedInstance.add(Product(id: 1, name: "Shoe", price: 10))
        let alert = UIAlertController(title: "Added to cart", message: "You can keep shopping.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("ok", comment: ""), style: .default))
        present(alert, animated: true)
        headerImage.image = UIImage(named: "banner_sale")
    }

    private let headerImage = UIImageView()
}
