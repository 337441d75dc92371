import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { GraphQLUpload } from 'graphql-upload-minimal';

function toDate(value: unknown): Date {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime()))
    throw new GraphQLError('Fecha no válida.', { extensions: { code: 'BAD_USER_INPUT' } });
  return date;
}

export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize: (value) => toDate(value).toISOString(),
  parseValue: (value) => toDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING)
      throw new GraphQLError('Fecha no válida.', { extensions: { code: 'BAD_USER_INPUT' } });
    return toDate(ast.value);
  },
});

export const Upload = GraphQLUpload;
