/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_AES_KEY?: string;
  readonly VITE_API_AES_IV?: string;
}
