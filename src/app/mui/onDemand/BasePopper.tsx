// MUI's positioned layer (BasePopper, with @popperjs/core, ~7 KB gzip), loaded the first time one opens. Every
// tooltip renders a closed Popper from its first render, and so do the data grid's menus and panels; a closed one
// renders nothing. This stand-in renders nothing, and loads nothing, until its Popper first opens (or is kept
// mounted), then renders MUI's own from then on (webpack.config.ts `MUI_POPPER_ON_DEMAND`).
import { forwardRef, lazy, Suspense, useState, type ComponentType, type Ref } from 'react';

type Props = { open?: boolean; keepMounted?: boolean } & Record<string, unknown>;

const Loaded = lazy(
  () =>
    import(/* webpackChunkName: "popper" */ '@mui-material-files/Popper/BasePopper.mjs') as Promise<{
      default: ComponentType<Props & { ref?: Ref<unknown> }>;
    }>,
);

const BasePopperOnDemand = forwardRef<unknown, Props>(function BasePopperOnDemand(props, ref) {
  const [wanted, setWanted] = useState(false);
  if (!wanted && (props.open || props.keepMounted)) setWanted(true);
  if (!wanted && !props.open && !props.keepMounted) return null;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} ref={ref} />
    </Suspense>
  );
});

export default BasePopperOnDemand;
