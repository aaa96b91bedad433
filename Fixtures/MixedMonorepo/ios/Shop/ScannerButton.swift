import AVFoundation
import SwiftUI
import UIKit

struct ScannerButton: View {
    var body: some View {
        Button(action: scan) { Text("Scan") }
    }

    private func scan() {
        _ = AVCaptureDevice.default(for: .video).map { try? AVCaptureDeviceInput(device: $0) }
    }
}

final class BadgeView: UIView {
    let label = UILabel()

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        label.text = "Designer placeholder"
    }
}
