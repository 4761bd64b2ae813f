import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ClientCard_ClientFragment } from './ClientCard.generated';
import { formatUsPhone } from '../../ui/phone';
import { formatTaxId } from '../../ui/format';

/** One client on /clients: name, phone, CPF and city; clicking opens the client modal. */
export function ClientCard({ client, onOpen }: { client: ClientCard_ClientFragment; onOpen: () => void }) {
  return (
    <Card variant="outlined" data-testid="client-card" component="article" aria-label={client.fullName} sx={{ height: '100%' }}>
      <CardActionArea onClick={onOpen} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent>
          <Typography variant="caption" color="text.secondary">
            #{client.id}
          </Typography>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }} title={client.fullName}>
            {client.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {formatUsPhone(client.telephone)}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            CPF {formatTaxId(client.cpf)}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {[client.city, client.state].filter(Boolean).join(', ')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
