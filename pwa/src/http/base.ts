/** The API's base path (VITE_API_BASE at build time), default the same origin's /api. */
export const API_BASE: string = import.meta.env?.VITE_API_BASE || '/api'
