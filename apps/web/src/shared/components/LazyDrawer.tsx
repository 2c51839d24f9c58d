/**
 * antd's Drawer, loaded when it is first opened (issue 37 point 5): the header's navigation drawer, the phone's
 * account menu and the cart are closed on every first screen, and antd renders a drawer's content only once it
 * opens anyway, so its code (about 5 kB gzip) need not be part of the signed-in pages' first JavaScript. Until the
 * first opening nothing is rendered; from then on it is antd's Drawer with the same props (a closed drawer
 * stays mounted, as antd keeps it). The opening waits for the chunk on the first time only.
 */
import { lazy, Suspense, useState } from 'react';
import type { DrawerProps } from 'antd';

const Drawer = lazy(() => import('antd/es/drawer'));

/** antd's Drawer, loaded on first opening (module comment). Same props as antd's. */
export function LazyDrawer(props: DrawerProps) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  if (!opened && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
