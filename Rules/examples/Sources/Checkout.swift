import Foundation

struct Checkout {
    func submit(order: Order) {
        // ruleid: acme.no-print
        print("submitting \(order.id)")
        // ok: acme.no-print
        let hint = "print(receipt) is not called here"
        // ok: acme.no-print
        // print("old debugging")
        // ruleid: acme.no-force-try
        let payload = try! JSONEncoder().encode(order)
        // ok: acme.no-force-try
        let fallback = try? JSONEncoder().encode(order)
        _ = (hint, payload, fallback)
    }
}

struct Order: Encodable {
    var id: String
}
