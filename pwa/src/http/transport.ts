// How one HTTP request leaves the page: fetch normally, XMLHttpRequest when upload progress is
// wanted (fetch cannot report it). The client (client.ts) adds tokens, refresh and retries on top.

export type QueryValue = string | number | boolean | null | undefined
export type Query = Record<string, QueryValue>

export interface RawResponse {
  status: number
  contentType: string | null
  text: string
}

export interface TransportRequest {
  url: string
  method: string
  headers: Record<string, string>
  body?: string | FormData
  signal: AbortSignal
  onUploadProgress?: (fraction: number) => void
}

/** Sends one HTTP request; rejects only when no response arrived. */
export type Transport = (request: TransportRequest) => Promise<RawResponse>

export const fetchTransport: Transport = async (req) => {
  const res = await fetch(req.url, { method: req.method, headers: req.headers, body: req.body, signal: req.signal })
  return { status: res.status, contentType: res.headers.get('content-type'), text: await res.text() }
}

export const xhrTransport: Transport = (req) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(req.method, req.url)
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value)
    if (req.onUploadProgress) {
      const report = req.onUploadProgress
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) report(e.loaded / e.total)
      }
    }
    xhr.onload = () =>
      resolve({ status: xhr.status, contentType: xhr.getResponseHeader('content-type'), text: xhr.responseText })
    xhr.onerror = () => reject(new TypeError('Network request failed'))
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'))
    req.signal.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(req.body ?? null)
  })

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  const qs = params.toString()
  return `${baseUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`
}

export function parseBody(res: RawResponse): unknown {
  if (!res.text) return undefined
  if (res.contentType?.includes('json')) {
    try {
      return JSON.parse(res.text)
    } catch {
      return undefined
    }
  }
  return res.text
}
