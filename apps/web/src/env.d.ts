/// <reference types="vite/client" />

interface ImportMetaEnv {
  // Base URL of the API; empty means the same origin as the page.
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
