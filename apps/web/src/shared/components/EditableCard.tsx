/**
 * The read-only-until-Edit frame of the account, organisation, dietary and Find an OT pages (spec 000 §2
 * Settings area; shared by the settings and memberships features):
 * the page title with Edit; while editing, Save submits the form and Cancel returns to read-only (the form
 * resets to the saved values, so nothing half-typed stays on screen).
 */
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Button, Card, ConfigProvider, Flex, theme, Typography, type ThemeConfig } from 'antd';
import { EditOutlined } from '@ant-design/icons';

/**
 * Read-only fields keep full-contrast text (WCAG AA) while they are disabled: the theme's own text colour and
 * faintest fill, so the light, dark and high-contrast themes (issue 42) all keep it.
 */
function useReadOnlyTheme(): ThemeConfig {
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      token: { colorTextDisabled: token.colorText, colorBgContainerDisabled: token.colorFillQuaternary },
    }),
    [token.colorText, token.colorFillQuaternary],
  );
}

const EDITING_THEME: ThemeConfig = {};

/** The props a form inside an {@link EditableCard} takes from the edit mode: disabled and unmarked until Edit. */
export function editModeProps(isEditing: boolean) {
  return { layout: 'vertical', disabled: !isEditing, requiredMark: isEditing } as const;
}

/** Props: title, whether the form is in edit mode, the actions, and the form itself. */
export interface EditableCardProps {
  title: string;
  isEditing: boolean;
  isSaving: boolean;
  /** The `id` of the form element, so Save (outside the form) submits it. */
  formId: string;
  onEdit: () => void;
  onCancel: () => void;
  extra?: ReactNode;
  children: ReactNode;
}

/** Renders the card with Edit, or Save and Cancel. */
export function EditableCard(props: EditableCardProps) {
  const { title, isEditing, isSaving, formId, onEdit, onCancel, extra, children } = props;
  const readOnlyTheme = useReadOnlyTheme();
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {title}
        </Typography.Title>
        <Flex gap={8}>
          {extra}
          {isEditing ? (
            <>
              <Button onClick={onCancel} disabled={isSaving}>
                Cancel
              </Button>
              <Button type="primary" htmlType="submit" form={formId} loading={isSaving}>
                Save
              </Button>
            </>
          ) : (
            <Button icon={<EditOutlined aria-hidden />} onClick={onEdit}>
              Edit
            </Button>
          )}
        </Flex>
      </Flex>
      <ConfigProvider theme={isEditing ? EDITING_THEME : readOnlyTheme}>{children}</ConfigProvider>
    </Card>
  );
}
