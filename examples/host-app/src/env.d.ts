/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The routing API, with its version segment; the local sandbox's by default. */
  readonly VITE_API_URL?: string;
}
