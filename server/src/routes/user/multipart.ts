/**
 * A minimal multipart/form-data reader for one small upload (RFC 7578): the whole body is already a Buffer
 * (bounded by the route's body limit), so this only splits it at the boundary and reads each part's
 * Content-Disposition. Enough for POST /v2/files; not a streaming parser.
 */

export interface MultipartPart {
  name: string
  filename?: string
  contentType?: string
  data: Buffer
}

/** The boundary of a `multipart/form-data; boundary=...` content type, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data/i.test(contentType)) return null
  const m = /boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType)
  return m ? (m[1] ?? m[2]) : null
}

/** Splits a body into parts; null when it is not well-formed (missing closing delimiter, part without headers). */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] | null {
  const delimiter = Buffer.from(`--${boundary}`)
  const parts: MultipartPart[] = []
  let pos = body.indexOf(delimiter)
  if (pos < 0) return null
  for (;;) {
    pos += delimiter.length
    // "--" right after a delimiter closes the body
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return parts
    if (body[pos] === 0x0d && body[pos + 1] === 0x0a) pos += 2
    else return null
    const headerEnd = body.indexOf('\r\n\r\n', pos)
    if (headerEnd < 0) return null
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4)
    if (next < 0) return null
    const headers = body.subarray(pos, headerEnd).toString('utf8')
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)
    if (!disposition) return null
    const name = /\bname="([^"]*)"/i.exec(disposition[1])?.[1]
    if (name === undefined) return null
    const filename = /\bfilename="([^"]*)"/i.exec(disposition[1])?.[1]
    const contentType = /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim()
    parts.push({ name, filename, contentType, data: body.subarray(headerEnd + 4, next) })
    pos = next + 2
    if (parts.length > 16) return null
  }
}

/** The image type by its first bytes (spec §5: jpg, jpeg, png), never by the client's claim. */
export function sniffImage(data: Buffer): { mime: 'image/png' | 'image/jpeg'; ext: 'png' | 'jpg' } | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { mime: 'image/png', ext: 'png' }
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { mime: 'image/jpeg', ext: 'jpg' }
  return null
}
