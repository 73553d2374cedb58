import fc from 'fast-check';
import * as z from 'zod/mini';
import { SERVER_FRAME_TYPES, serverFrameSchema, type ServerFrame } from './frames.ts';

/**
 * fast-check arbitraries built from the contract's own zod schemas, for property tests (the
 * client's decoder here, the simulator's socket too). Numbers are small positive integers, which
 * satisfy every numeric rule of the contract.
 */
type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.core.$ZodType): Def =>
  (schema as unknown as { _zod: { def: Def } })._zod.def;

export function arbitraryFor(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const required: Record<string, fc.Arbitrary<unknown>> = {};
      const optional: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        required[key] = arbitraryFor(field);
        if (defOf(field).type === 'optional') optional.push(key);
      }
      return fc.record(required, {
        requiredKeys: Object.keys(shape).filter((k) => !optional.includes(k)),
      });
    }
    case 'string':
      return (def.format as string | undefined) === 'datetime'
        ? fc
            .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
            .map((d) => d.toISOString())
        : // A refined string (an address: `safeUrl`) takes only what its refinement takes.
          fc
            .string({ minLength: 3, maxLength: 12 })
            .filter((text) => !def.checks || z.safeParse(schema, text).success);
    case 'number':
      return fc.integer({ min: 1, max: 10 });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array':
      return fc.array(arbitraryFor(def.element as z.core.$ZodType), { maxLength: 3 });
    case 'record':
      return fc.dictionary(
        fc.stringMatching(/^[a-z0-9]{1,6}$/),
        arbitraryFor(def.valueType as z.core.$ZodType),
        { maxKeys: 3 },
      );
    case 'nullable':
      return fc.option(arbitraryFor(def.innerType as z.core.$ZodType), { nil: null });
    case 'optional':
      return arbitraryFor(def.innerType as z.core.$ZodType);
    case 'unknown':
      return fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v)) as unknown);
    default:
      throw new Error(`arbitraryFor: no arbitrary for zod type '${def.type}'`);
  }
}

/** A valid frame of any type the server may send. */
export const validServerFrame: fc.Arbitrary<ServerFrame> = fc
  .constantFrom(...SERVER_FRAME_TYPES)
  .chain((type) => arbitraryFor(serverFrameSchema(type)) as fc.Arbitrary<ServerFrame>);
