/** /customers/{id}/details: the customer's own fields in the generated form; saving goes back to their page. */
import { useParams } from 'react-router-dom';
import customers from '../../../resources/orders/customers';
import { ResourceEdit } from '../../framework/views';

export default function CustomerDetails() {
  const { id } = useParams();
  return <ResourceEdit declaration={customers} redirect={`/customers/${id}`} />;
}
