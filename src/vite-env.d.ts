declare module '*.po' {
  export const messages: import('@lingui/core').Messages
}

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string
}
