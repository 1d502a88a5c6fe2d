/**
 * config/stubs/query-string.js stands in for query-string in the H5 build (Taro's router reads every page's query
 * with it): the answers query-string 9 gives for the same input.
 */
export {}

const stub = require('../config/stubs/query-string.js') as {
  parse(q: string, o?: { decode?: boolean }): Record<string, string | string[] | null>
}

const plain = (o: object) => JSON.parse(JSON.stringify(o))

test('decoding: leading ?, # and & dropped, keys sorted, null without =, arrays for repeats, + is a space', () => {
  expect(plain(stub.parse(''))).toEqual({})
  expect(plain(stub.parse('?'))).toEqual({})
  expect(Object.keys(stub.parse('?b=2&a=1'))).toEqual(['a', 'b'])
  expect(plain(stub.parse('#x=1'))).toEqual({ x: '1' })
  expect(plain(stub.parse('&a=1&&b=2'))).toEqual({ a: '1', b: '2' })
  expect(plain(stub.parse('?a=1&a=2&a=3'))).toEqual({ a: ['1', '2', '3'] })
  expect(plain(stub.parse('?a'))).toEqual({ a: null })
  expect(plain(stub.parse('?a='))).toEqual({ a: '' })
  expect(plain(stub.parse('?a=%E9%9D%9C%E5%BF%83&b=x+y'))).toEqual({ a: '靜心', b: 'x y' })
  expect(plain(stub.parse('?k%20ey=v%20al&c=b=c'))).toEqual({ 'k ey': 'v al', c: 'b=c' })
  expect(plain(stub.parse('?url=https%3A%2F%2Fx.y%2Fp%3Fq%3D1'))).toEqual({ url: 'https://x.y/p?q=1' })
  expect(plain(stub.parse('?a=1+2%2B3'))).toEqual({ a: '1 2+3' })
  expect(plain(stub.parse('?bad=%E9%9D'))).toEqual({ bad: '%E9%9D' })
  expect(plain(stub.parse(' ?a=1 '))).toEqual({ a: '1' })
})

test('decode: false keeps escapes and plus signs', () => {
  expect(plain(stub.parse('?a=%E9%9D%9C&b=x+y&k%20ey=1', { decode: false }))).toEqual({
    a: '%E9%9D%9C',
    b: 'x+y',
    'k%20ey': '1'
  })
})
