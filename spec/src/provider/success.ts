import Type, { type TSchema } from 'typebox';

/**
 * The success envelope every Lark Open API answer shares: `code` 0 is the discriminator that tells it
 * from provider/error. Not a contract file of its own; each response schema embeds it.
 */
export function success<T extends TSchema>(data: T, description: string) {
  return Type.Object(
    {
      code: Type.Literal(0, { description: 'Zero on success; any other value is a provider/error.' }),
      msg: Type.String({ description: 'Lark sends "success" or "ok".' }),
      data,
    },
    { description },
  );
}
