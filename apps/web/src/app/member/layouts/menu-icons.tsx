import {
  BellOutlined,
  CarOutlined,
  EnvironmentOutlined,
  GiftOutlined,
  HistoryOutlined,
  MoneyCollectOutlined,
  NotificationOutlined,
  HomeOutlined,
  LockOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { MenuIcon } from '../routes/member-routes';

// The menu's icons load with the member layout, not with the route config every page needs.
export const MENU_ICONS: Record<MenuIcon, ReactNode> = {
  home: <HomeOutlined />,
  profile: <UserOutlined />,
  history: <HistoryOutlined />,
  orders: <ProfileOutlined />,
  team: <TeamOutlined />,
  address: <EnvironmentOutlined />,
  verification: <SafetyCertificateOutlined />,
  logistics: <CarOutlined />,
  control: <LockOutlined />,
  money: <MoneyCollectOutlined />,
  abnormal: <WarningOutlined />,
  points: <StarOutlined />,
  gift: <GiftOutlined />,
  settings: <SettingOutlined />,
  help: <QuestionCircleOutlined />,
  message: <BellOutlined />,
  notice: <NotificationOutlined />,
  coupon: <TagsOutlined />,
};
