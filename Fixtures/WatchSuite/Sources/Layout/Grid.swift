import Shapes

/// How many unit cells a grid of `columns` × `rows` holds.
public func cells(columns: Int, rows: Int) -> Int {
    area(width: columns, height: rows)
}
