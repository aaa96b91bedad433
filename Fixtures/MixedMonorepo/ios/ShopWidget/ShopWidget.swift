import SwiftUI
import WidgetKit

struct ShopWidgetView: View {
    var body: some View {
        Text("Cart")
    }
}

#Preview(as: .systemSmall) {
    ShopWidgetView()
} timeline: {
    Text("Widget preview sample")
}
