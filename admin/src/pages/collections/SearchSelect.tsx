/**
 * A select that searches the server as the editor types (the items of a study plan or a collection: tracks,
 * albums, courses by id and title). `initial` labels the values already chosen.
 */
import { Select } from 'antd'
import { useEffect, useState } from 'react'
import { API_URL, http } from '../../providers/http'

export interface Option {
  value: number
  label: string
}

export function SearchSelect({
  path,
  params,
  toOption,
  initial,
  value,
  onChange,
  ariaLabel,
  id
}: {
  path: string
  params?: Record<string, string>
  toOption: (row: Record<string, unknown>) => Option
  initial?: Option
  value?: number
  onChange?: (v: number) => void
  ariaLabel: string
  id?: string
}) {
  const [q, setQ] = useState('')
  const [options, setOptions] = useState<Option[]>([])
  const [loading, setLoading] = useState(false)
  const key = JSON.stringify(params ?? {})
  useEffect(() => {
    let live = true
    setLoading(true)
    const timer = setTimeout(() => {
      http
        .get(`${API_URL}/${path}`, { params: { ...(JSON.parse(key) as object), q } })
        .then((r) => live && setOptions((r.data as Record<string, unknown>[]).map(toOption)))
        .catch(() => live && setOptions([]))
        .finally(() => live && setLoading(false))
    }, 250)
    return () => {
      live = false
      clearTimeout(timer)
    }
    // toOption is a plain mapping: the rows are refetched when the query or the filter changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, key, q])
  const all = initial && !options.some((o) => o.value === initial.value) ? [initial, ...options] : options
  return (
    <Select
      id={id}
      showSearch
      filterOption={false}
      onSearch={setQ}
      loading={loading}
      options={all}
      value={value}
      onChange={onChange}
      aria-label={ariaLabel}
      style={{ minWidth: 280 }}
    />
  )
}
