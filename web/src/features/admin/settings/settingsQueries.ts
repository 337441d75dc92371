/** The queries of the settings screens, apart from their code so their route loaders can send them (routeData/). */
import { keysForEditor, type ConfigEditor } from '@crecer/domain/siteConfig';
import { graphql } from '../gql';

export const AdminSiteConfigurationQuery = graphql(/* GraphQL */ `
  query AdminSiteConfiguration($keys: [String!]) {
    adminSiteConfiguration(keys: $keys) {
      key
      storedValue
      defaultValue
      effectiveValue
      description
    }
  }
`);

/** The keys one settings screen edits: its query's variables. */
export function editorKeys(editor: ConfigEditor): string[] {
  return keysForEditor(editor).map((definition) => definition.key);
}
