import { DEVELOPMENT_AES_KEY, type AesKey } from '@nocturne/core';

/**
 * The payload key of docs/product.md section 7, fixed at build time (`VITE_API_AES_KEY`,
 * `VITE_API_AES_IV`); the public development default matches the server's default.
 */
export const buildAesKey: AesKey = {
  key: import.meta.env.VITE_API_AES_KEY || DEVELOPMENT_AES_KEY.key,
  iv: import.meta.env.VITE_API_AES_IV || DEVELOPMENT_AES_KEY.iv,
};
