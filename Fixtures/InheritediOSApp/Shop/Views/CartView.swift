import SwiftUI

struct CartView: View {
    let count: Int

    var body: some View {
        VStack {
            Text("cart.title")
            Text("Your items")
            Text(verbatim: "Shop v2.3")
            Image("icon_cart")
            Button(String(localized: "cart.checkout")) {
                _ = APIManager.shared.authToken
            }
        }
        .foregroundColor(Color("BrandRed"))
    }
}
