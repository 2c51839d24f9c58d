/**
 * The way to join for a signed-in account without a membership (issue 34 point 7; 000 §6 contact types): the
 * membership profile says 'You have no membership.' and lists the tenant's joinable membership types (name,
 * description, and what joining today charges and covers — amount incl. GST, period, pro-rata months or the
 * cut-off; issue 34 point 4), each with Join. Join starts the
 * first invoice's hosted checkout; paying makes the account a Member.
 */
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { MEMBERSHIP_MESSAGES, type TMembershipType } from '@portal/contracts';
import { chargeText } from '../membership-charge';

/** Props: the tenant's name, its types (undefined while loading), the type being joined and the Join action. */
export interface BecomeMemberCardProps {
  organisationName: string;
  types: TMembershipType[] | undefined;
  joiningTypeId: number | null;
  onJoin: (membershipTypeId: number) => void;
}

/** Renders the empty membership with the types to join. */
export function BecomeMemberCard({ organisationName, types, joiningTypeId, onJoin }: BecomeMemberCardProps) {
  return (
    <>
      <Empty description={MEMBERSHIP_MESSAGES.noMembership} />
      <Card type="inner" title={`Become a member of ${organisationName}`} style={{ marginTop: 16 }}>
        {!types ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : types.length === 0 ? (
          <Typography.Text>No membership types are open to join at the moment.</Typography.Text>
        ) : (
          <Flex vertical gap={16} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {types.map((type) => (
              <Flex key={type.id} component="li" gap={16} justify="space-between" align="center" wrap>
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text strong>{type.name}</Typography.Text>
                  {type.description && <Typography.Text>{type.description}</Typography.Text>}
                  <Typography.Text type="secondary">
                    {chargeText(type.joinCharge, type.feeIncGst)}
                  </Typography.Text>
                </Flex>
                <Button
                  type="primary"
                  aria-label={`Join as ${type.name}`}
                  loading={joiningTypeId === type.id}
                  disabled={joiningTypeId !== null && joiningTypeId !== type.id}
                  onClick={() => onJoin(type.id)}
                >
                  Join
                </Button>
              </Flex>
            ))}
          </Flex>
        )}
      </Card>
    </>
  );
}
