/** The element of the server's page that carries its first screen's data (JSON): apart, for the small entry. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen'
