/// An application whose lifecycle runs through ``ApplicationMain(_:)``.
public protocol MainApplication {}
