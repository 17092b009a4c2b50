import { Drawer } from 'antd';
import styles from './member-layout.module.css';
import { Sidebar } from './sidebar';

// The sidebar's code (antd's Menu, Drawer, Tooltip and Badge, with the member's card and the
// contact widgets) in a chunk of its own: a phone shows it only when asked for, so it is not
// on the first paint there (member-layout.tsx).

export { Sidebar };

const SIDEBAR_WIDTH = 210;

interface SidebarDrawerProps {
  open: boolean;
  onClose: () => void;
  onOpenContact: () => void;
}

// Under 992 px: the sidebar as a drawer from the left.
export function SidebarDrawer({ open, onClose, onOpenContact }: SidebarDrawerProps) {
  return (
    <Drawer placement="left" open={open} onClose={onClose} size={SIDEBAR_WIDTH} closable={false} styles={{ body: { padding: 0 } }}>
      <div className={styles.drawerBody}>
        <Sidebar collapsed={false} onNavigate={onClose} onOpenContact={onOpenContact} />
      </div>
    </Drawer>
  );
}
