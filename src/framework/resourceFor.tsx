/**
 * `resourceFor(declaration, overrides)`: the react-admin `<Resource>` of a declaration, named by
 * its app path (providers/resourceNames.ts), with the generated views loaded lazily. An area
 * passes its own components for any view it wants to replace, or `false` to have none.
 */
import { type ComponentType, type ReactElement } from 'react';
import { lazyChunk } from '../components/lazyChunk';
import { Resource } from 'react-admin';
import { representRecord, type ResourceDeclaration } from '../../resources/framework';
import { routeName } from '../../providers/resourceNames';

const views = () => import('./views');
const GeneratedList = lazyChunk(() => views().then((m) => ({ default: m.ResourceList })));
const GeneratedShow = lazyChunk(() => views().then((m) => ({ default: m.ResourceShow })));
const GeneratedCreate = lazyChunk(() => views().then((m) => ({ default: m.ResourceCreate })));
const GeneratedEdit = lazyChunk(() => views().then((m) => ({ default: m.ResourceEdit })));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a screen of any props: react-admin gives them none, our overrides take their own
type View = ComponentType<any> | false;
export interface ViewOverrides {
  list?: View;
  show?: View;
  create?: View;
  edit?: View;
  /** Extra `<Route>`s under the resource path (react-admin Resource children). */
  children?: ReactElement | ReactElement[];
}

export function resourceFor(declaration: ResourceDeclaration, overrides: ViewOverrides = {}): ReactElement {
  const pick = (override: View | undefined, Generated: ComponentType<{ declaration: ResourceDeclaration }>) => {
    if (override === false) return undefined;
    if (override) return override;
    const View = () => <Generated declaration={declaration} />;
    View.displayName = `${Generated.displayName ?? 'Generated'}(${declaration.name})`;
    return View;
  };
  const name = routeName(declaration);
  return (
    <Resource
      key={name}
      name={name}
      options={{ label: declaration.labels.many }}
      recordRepresentation={(record) => representRecord(declaration, record)}
      list={pick(overrides.list, GeneratedList)}
      show={pick(overrides.show, GeneratedShow)}
      create={pick(overrides.create, GeneratedCreate)}
      edit={pick(overrides.edit, GeneratedEdit)}
    >
      {overrides.children}
    </Resource>
  );
}
