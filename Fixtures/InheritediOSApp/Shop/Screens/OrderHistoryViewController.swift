import UIKit

/// Order history: networking, caching, formatting and layout in one class.
final class OrderHistoryViewController: BaseViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .grouped)
    private var orders: [[String: Any]] = []
    private let formatter = DateFormatter()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("orders.title", comment: "")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        loadOrders()
    }

    private func loadOrders() {
        showSpinner()
        APIManager.shared.fetchProducts { [weak self] _ in
            self?.hideSpinner()
            self?.tableView.reloadData()
        }
    }

    func numberOfSections(in tableView: UITableView) -> Int { 6 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.filter { ($0["section"] as? Int) == section }.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        switch indexPath.section {
        case 0: configurePendingCell(cell, at: indexPath)
        case 1: configureShippedCell(cell, at: indexPath)
        case 2: configureDeliveredCell(cell, at: indexPath)
        case 3: configureReturnedCell(cell, at: indexPath)
        case 4: configureCancelledCell(cell, at: indexPath)
        case 5: configureRefundedCell(cell, at: indexPath)
        default: break
        }
        return cell
    }

    // MARK: - Pending orders

    private func configurePendingCell(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let order = orders[indexPath.row]
        cell.textLabel?.text = order["title"] as? String
        cell.detailTextLabel?.text = formatPendingDate(order["date"] as? Date)
        cell.accessoryType = canPendingBeOpened(order) ? .disclosureIndicator : .none
        cell.imageView?.image = UIImage(named: "logo")
    }

    private func formatPendingDate(_ date: Date?) -> String? {
        guard let date else { return nil }
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }

    private func canPendingBeOpened(_ order: [String: Any]) -> Bool {
        guard let status = order["status"] as? String else { return false }
        return status == "pending" && (order["items"] as? [Any])?.isEmpty == false
    }

    private func reloadPendingSection() {
        let index = IndexSet(integer: 0)
        tableView.reloadSections(index, with: .automatic)
    }

    private func exportPendingOrders() -> String {
        orders.filter { ($0["status"] as? String) == "pending" }
            .compactMap { $0["title"] as? String }
            .joined(separator: "\n")
    }

    private func trackPendingTap(_ indexPath: IndexPath) {
        UserDefaults.standard.set(indexPath.row, forKey: "last-pending-row")
    }

    // MARK: - Shipped orders

    private func configureShippedCell(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let order = orders[indexPath.row]
        cell.textLabel?.text = order["title"] as? String
        cell.detailTextLabel?.text = formatShippedDate(order["date"] as? Date)
        cell.accessoryType = canShippedBeOpened(order) ? .disclosureIndicator : .none
        cell.imageView?.image = UIImage(named: "logo")
    }

    private func formatShippedDate(_ date: Date?) -> String? {
        guard let date else { return nil }
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }

    private func canShippedBeOpened(_ order: [String: Any]) -> Bool {
        guard let status = order["status"] as? String else { return false }
        return status == "shipped" && (order["items"] as? [Any])?.isEmpty == false
    }

    private func reloadShippedSection() {
        let index = IndexSet(integer: 1)
        tableView.reloadSections(index, with: .automatic)
    }

    private func exportShippedOrders() -> String {
        orders.filter { ($0["status"] as? String) == "shipped" }
            .compactMap { $0["title"] as? String }
            .joined(separator: "\n")
    }

    private func trackShippedTap(_ indexPath: IndexPath) {
        UserDefaults.standard.set(indexPath.row, forKey: "last-shipped-row")
    }

    // MARK: - Delivered orders

    private func configureDeliveredCell(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let order = orders[indexPath.row]
        cell.textLabel?.text = order["title"] as? String
        cell.detailTextLabel?.text = formatDeliveredDate(order["date"] as? Date)
        cell.accessoryType = canDeliveredBeOpened(order) ? .disclosureIndicator : .none
        cell.imageView?.image = UIImage(named: "logo")
    }

    private func formatDeliveredDate(_ date: Date?) -> String? {
        guard let date else { return nil }
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }

    private func canDeliveredBeOpened(_ order: [String: Any]) -> Bool {
        guard let status = order["status"] as? String else { return false }
        return status == "delivered" && (order["items"] as? [Any])?.isEmpty == false
    }

    private func reloadDeliveredSection() {
        let index = IndexSet(integer: 2)
        tableView.reloadSections(index, with: .automatic)
    }

    private func exportDeliveredOrders() -> String {
        orders.filter { ($0["status"] as? String) == "delivered" }
            .compactMap { $0["title"] as? String }
            .joined(separator: "\n")
    }

    private func trackDeliveredTap(_ indexPath: IndexPath) {
        UserDefaults.standard.set(indexPath.row, forKey: "last-delivered-row")
    }

    // MARK: - Returned orders

    private func configureReturnedCell(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let order = orders[indexPath.row]
        cell.textLabel?.text = order["title"] as? String
        cell.detailTextLabel?.text = formatReturnedDate(order["date"] as? Date)
        cell.accessoryType = canReturnedBeOpened(order) ? .disclosureIndicator : .none
        cell.imageView?.image = UIImage(named: "logo")
    }

    private func formatReturnedDate(_ date: Date?) -> String? {
        guard let date else { return nil }
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }

    private func canReturnedBeOpened(_ order: [String: Any]) -> Bool {
        guard let status = order["status"] as? String else { return false }
        return status == "returned" && (order["items"] as? [Any])?.isEmpty == false
    }

    private func reloadReturnedSection() {
        let index = IndexSet(integer: 3)
        tableView.reloadSections(index, with: .automatic)
    }

    private func exportReturnedOrders() -> String {
        orders.filter { ($0["status"] as? String) == "returned" }
            .compactMap { $0["title"] as? String }
            .joined(separator: "\n")
    }

    private func trackReturnedTap(_ indexPath: IndexPath) {
        UserDefaults.standard.set(indexPath.row, forKey: "last-returned-row")
    }

    // MARK: - Cancelled orders

    private func configureCancelledCell(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let order = orders[indexPath.row]
        cell.textLabel?.text = order["title"] as? String
        cell.detailTextLabel?.text = formatCancelledDate(order["date"] as? Date)
        cell.accessoryType = canCancelledBeOpened(order) ? .disclosureIndicator : .none
        cell.imageView?.image = UIImage(named: "logo")
    }

    private func formatCancelledDate(_ date: Date?) -> String? {
        guard let date else { return nil }
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }

    private func canCancelledBeOpened(_ order: [String: Any]) -> Bool {
        guard let status = order["status"] as? String else { return false }
        return status == "cancelled" && (order["items"] as? [Any])?.isEmpty == false
    }

    private func reloadCancelledSection() {
        let index = IndexSet(integer: 4)
        tableView.reloadSections(index, with: .automatic)
    }

    private func exportCancelledOrders() -> String {
        orders.filter { ($0["status"] as? String) == "cancelled" }
            .compactMap { $0["title"] as? String }
            .joined(separator: "\n")
    }

    private func trackCancelledTap(_ indexPath: IndexPath) {
        UserDefaults.standard.set(indexPath.row, forKey: "last-cancelled-row")
    }

    // MARK: - Refunded orders

    private func configureRefundedCell(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let order = orders[indexPath.row]
        cell.textLabel?.text = order["title"] as? String
        cell.detailTextLabel?.text = formatRefundedDate(order["date"] as? Date)
        cell.accessoryType = canRefundedBeOpened(order) ? .disclosureIndicator : .none
        cell.imageView?.image = UIImage(named: "logo")
    }

    private func formatRefundedDate(_ date: Date?) -> String? {
        guard let date else { return nil }
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }

    private func canRefundedBeOpened(_ order: [String: Any]) -> Bool {
        guard let status = order["status"] as? String else { return false }
        return status == "refunded" && (order["items"] as? [Any])?.isEmpty == false
    }

    private func reloadRefundedSection() {
        let index = IndexSet(integer: 5)
        tableView.reloadSections(index, with: .automatic)
    }

    private func exportRefundedOrders() -> String {
        orders.filter { ($0["status"] as? String) == "refunded" }
            .compactMap { $0["title"] as? String }
            .joined(separator: "\n")
    }

    private func trackRefundedTap(_ indexPath: IndexPath) {
        UserDefaults.standard.set(indexPath.row, forKey: "last-refunded-row")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
    // TODO(original team): split this controller
}
