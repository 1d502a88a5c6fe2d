/**
 * Campaign definitions: one JSON seed file per campaign in src/db/campaigns (`<id>.json`), versioned by its
 * `version` field, validated here when the app is built. A malformed file stops the start with an error naming
 * the file and the field (a JSON pointer), e.g. `five.json: /blocks/3/items/0/a: Expected string`, so a bad
 * definition never reaches a page. Blocks are checked one by one against the schema of their own type, which
 * names the exact field instead of "does not match any of the block types".
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'

export const CAMPAIGN_DIR = join(__dirname, '..', 'db', 'campaigns')

const Text = (max = 400) => Type.String({ minLength: 1, maxLength: max })
const SkuRef = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })
const Items = <T extends TSchema>(item: T) => Type.Array(item, { minItems: 1, maxItems: 30 })

const BLOCKS = {
  hero: Type.Object({
    type: Type.Literal('hero'),
    title: Text(80),
    subtitle: Type.Optional(Text(200)),
    badge: Type.Optional(Text(40)),
    /** Another course whose cover to show (default: the campaign's course). */
    image_sku: Type.Optional(SkuRef)
  }),
  points: Type.Object({
    type: Type.Literal('points'),
    title: Text(80),
    items: Items(Type.Object({ title: Text(80), text: Text(300) }))
  }),
  // The teacher, the syllabus and the price are the sold course's (filled by the server, routes/third/page.ts):
  // a definition keeps only the heading, so a landing cannot promise a teacher, lessons or a price the course
  // does not have (issue 32).
  teacher: Type.Object({
    type: Type.Literal('teacher'),
    title: Text(80),
    image_sku: Type.Optional(SkuRef)
  }),
  syllabus: Type.Object({
    type: Type.Literal('syllabus'),
    title: Text(80)
  }),
  testimonials: Type.Object({
    type: Type.Literal('testimonials'),
    title: Text(80),
    items: Items(Type.Object({ name: Text(40), text: Text(300) }))
  }),
  price: Type.Object({
    type: Type.Literal('price'),
    title: Text(80)
  }),
  faq: Type.Object({
    type: Type.Literal('faq'),
    title: Text(80),
    items: Items(Type.Object({ q: Text(200), a: Text(600) }))
  }),
  form: Type.Object({
    type: Type.Literal('form'),
    title: Text(80),
    endpoint: Type.Union([Type.Literal('order'), Type.Literal('virtual'), Type.Literal('add')]),
    submit: Text(40),
    done: Text(200),
    fields: Items(
      Type.Object({
        key: Type.Union([
          Type.Literal('name'),
          Type.Literal('phone'),
          Type.Literal('wechat'),
          Type.Literal('email'),
          Type.Literal('note')
        ]),
        label: Text(40),
        required: Type.Boolean()
      })
    )
  }),
  buybar: Type.Object({ type: Type.Literal('buybar'), label: Text(40), note: Type.Optional(Text(80)) }),
  notes: Type.Object({
    type: Type.Literal('notes'),
    title: Text(80),
    items: Items(
      Type.Object({
        id: Type.String({ pattern: '^[a-z0-9-]{1,32}$' }),
        title: Text(80),
        text: Text(2000),
        author: Text(40),
        likes: Type.Integer({ minimum: 0 }),
        /** Courses whose covers illustrate the note. */
        image_skus: Type.Array(SkuRef, { minItems: 1, maxItems: 9 })
      })
    )
  }),
  result: Type.Object({
    type: Type.Literal('result'),
    title: Text(80),
    steps: Items(Type.Object({ title: Text(80), text: Text(300) })),
    group: Type.Object({ name: Text(80), wechat_id: Text(40), text: Text(300) })
  })
} as const

export type BlockType = keyof typeof BLOCKS
export type BlockDef = { [K in BlockType]: Static<(typeof BLOCKS)[K]> }[BlockType]

const BlockHead = Type.Object({
  type: Type.Union(Object.keys(BLOCKS).map((k) => Type.Literal(k)))
})

export const CampaignSchema = Type.Object({
  id: Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }),
  version: Type.Integer({ minimum: 1 }),
  lang: Type.Union([Type.Literal('zh-Hant'), Type.Literal('en')]),
  title: Text(80),
  /** The course the campaign sells (priced by the server), if any. */
  sku: Type.Optional(SkuRef),
  blocks: Type.Array(BlockHead, { minItems: 1, maxItems: 40 })
})

export type CampaignDef = Omit<Static<typeof CampaignSchema>, 'blocks'> & { blocks: BlockDef[] }
export type CampaignSet = ReadonlyMap<string, CampaignDef>

export class CampaignDefinitionError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string
  ) {
    super(`campaign definition ${file}: ${field || '/'}: ${problem}`)
    this.name = 'CampaignDefinitionError'
  }
}

function firstError(schema: TSchema, value: unknown, base = ''): { path: string; message: string } | null {
  const e = Value.Errors(schema, value).First()
  return e ? { path: base + e.path, message: e.message } : null
}

/** Validates one parsed definition; throws CampaignDefinitionError naming `file` and the field. */
export function checkCampaign(file: string, value: unknown): CampaignDef {
  const head = firstError(CampaignSchema, value)
  if (head) throw new CampaignDefinitionError(file, head.path, head.message)
  const def = value as { id: string; blocks: { type: BlockType }[] }
  def.blocks.forEach((block, i) => {
    const e = firstError(BLOCKS[block.type], block, `/blocks/${i}`)
    if (e) throw new CampaignDefinitionError(file, e.path, e.message)
    // Unknown fields are refused: a misspelt optional field is reported instead of silently ignored.
    const extra = Object.keys(block).find((k) => !(k in BLOCKS[block.type].properties))
    if (extra) throw new CampaignDefinitionError(file, `/blocks/${i}/${extra}`, 'Unknown field')
    // A form collects a phone number at least (spec §5: the order page's required phone).
    if (block.type === 'form') {
      const fields = (block as unknown as { fields: { key: string; required: boolean }[] }).fields
      if (!fields.some((f) => f.key === 'phone' && f.required))
        throw new CampaignDefinitionError(file, `/blocks/${i}/fields`, 'Expected a required phone field')
    }
  })
  if (`${def.id}.json` !== file) throw new CampaignDefinitionError(file, '/id', `Expected "${file.slice(0, -5)}"`)
  return value as CampaignDef
}

/** Every `*.json` of `dir`, validated. Throws at the first bad file (the start stops). */
export function loadCampaigns(dir: string = CAMPAIGN_DIR): CampaignSet {
  const set = new Map<string, CampaignDef>()
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    let parsed: unknown
    try {
      parsed = JSON.parse(readFileSync(join(dir, file), 'utf8'))
    } catch (e) {
      throw new CampaignDefinitionError(file, '', `not valid JSON (${(e as Error).message})`)
    }
    const def = checkCampaign(file, parsed)
    set.set(def.id, def)
  }
  return set
}
