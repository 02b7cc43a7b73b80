// The screen is imported by file from the route table; nothing else is shared.
export {}
