import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ClientCard_ClientFragment } from './ClientCard.generated';
import { formatUsPhone } from '../../ui/phone';
import { formatTaxId } from '../../ui/format';
import { WRAP_ANYWHERE } from '../../ui/tableStyles';

/**
 * One client on /clients: name, phone, CPF and city; clicking opens the client modal. A long name
 * (a pasted word of 60 letters) wraps inside the card (docs/screens.md#sizes).
 */
export function ClientCard({ client, onOpen }: { client: ClientCard_ClientFragment; onOpen: () => void }) {
  return (
    <Card variant="outlined" data-testid="client-card" component="article" aria-label={client.fullName} sx={{ height: '100%' }}>
      <CardActionArea onClick={onOpen} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent sx={{ minWidth: 0, width: '100%' }}>
          <Typography variant="caption" color="text.secondary">
            #{client.id}
          </Typography>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3, ...WRAP_ANYWHERE }}>
            {client.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {formatUsPhone(client.telephone)}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            CPF {formatTaxId(client.cpf)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={WRAP_ANYWHERE}>
            {[client.city, client.state].filter(Boolean).join(', ')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
