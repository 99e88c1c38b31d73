// A component loaded the first time it renders. The data grid's material slots import every MUI base component, and
// the console's grids never show some of them (webpack.config.ts `GRID_ON_DEMAND`): loading those on demand keeps
// them out of every grid page's JavaScript while the grid still works if it ever renders one.
import { forwardRef, lazy, Suspense, type ComponentType, type Ref } from 'react';

type Props = Record<string, unknown>;

export function onDemand(load: () => Promise<{ default: unknown }>): ComponentType<Props> {
  // The loaded module's component takes the props the grid's slot passes on: its own types are not needed here.
  const Loaded = lazy(load as () => Promise<{ default: ComponentType<Props & { ref?: Ref<unknown> }> }>);
  const OnDemand = forwardRef<unknown, Props>(function OnDemand(props, ref) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} ref={ref} />
      </Suspense>
    );
  });
  return OnDemand as ComponentType<Props>;
}
