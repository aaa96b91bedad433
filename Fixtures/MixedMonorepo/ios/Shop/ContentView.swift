import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Text("Cart")
            ScannerButton()
        }
    }
}

#Preview {
    Text("Preview-only sample text")
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        Text("Another preview sample")
    }
}
