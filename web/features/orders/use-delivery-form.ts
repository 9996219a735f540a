import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { timestampFolderName } from '../../../common/api/drive';
import {
  FulfillmentRequest,
  type OrderType,
  type ProductionRequest,
} from '../../../common/api/orders';
import { dashboardPaths } from '../../../common/paths';
import { isOpen } from '../../../common/order-state';
import { useSession } from '../../app/session';
import { describeFailure } from '../../lib/api-client';
import type { UploadedFile } from '../drive/public';
import { friendshipsQuery } from '../teams/public';
import { deliverOrder, orderKeys, ordersQuery } from './api';
import { localRefusal, uploadsBlockedReason } from './form-data';

const noun = (type: OrderType) => (type === 'Edit' ? 'videos' : 'images');

/** Why Submit is disabled right now, or null when it is not (docs/product.md §5: client, order, a file). */
function blockedReason(
  client: string,
  order: ProductionRequest | null,
  files: readonly UploadedFile[],
): string | null {
  if (!client) return 'Choose a client.';
  if (!order) return 'Choose the order you are delivering.';
  if (files.length === 0) return 'Add at least one file.';
  return uploadsBlockedReason(files);
}

/**
 * The client's open orders assigned to me. The order of a link is picked once they have loaded;
 * a picked order stays listed even if a refresh drops it, so its uploads are not lost.
 */
function useClientOrders(
  client: string | null,
  picked: ProductionRequest | null,
  linked: string | null,
) {
  const session = useSession();
  const orders = useQuery({
    ...ordersQuery(session.uid, { type: 'unfulfilled', ...(client ? { uid: client } : {}) }),
    enabled: session.uid !== null && client !== null,
  });
  const items = (orders.data?.items ?? []).filter(isOpen);
  const order = picked ?? items.find((o) => o.requestId === linked) ?? null;
  const shown =
    order && !items.some((o) => o.requestId === order.requestId) ? [order, ...items] : items;
  const linkMissed =
    linked !== null && orders.isSuccess && !items.some((o) => o.requestId === linked);
  return { orders, order, shown, linkMissed };
}

/**
 * The state of the staff member's delivery form (docs/product.md §2, §5): the client, one of that
 * client's open orders assigned to me, the finished files, and the sending. `?client=&order=`
 * (links from the Inbox) preselect both; a change that would orphan uploaded files is refused.
 */
export function useDeliveryForm() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [folderName] = useState(() => timestampFolderName());
  const [client, setClient] = useState(() => params.get('client') ?? '');
  const [linkedOrder, setLinkedOrder] = useState(() => params.get('order'));
  const [picked, setPicked] = useState<ProductionRequest | null>(null);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  // A change refused while files exist, and which control it belongs to.
  const [refusal, setRefusal] = useState<{ at: 'client' | 'order'; message: string } | null>(null);
  const [localFailure, setLocalFailure] = useState<string | null>(null);
  const [note, setNote] = useState('');

  const contacts = useQuery(friendshipsQuery(session.uid));
  const clients = (contacts.data ?? []).filter((c) => c.accountType === 'Partner');
  const clientKnown = clients.some((c) => c.uid === client);
  const { orders, order, shown, linkMissed } = useClientOrders(
    clientKnown ? client : null,
    picked,
    linkedOrder,
  );

  const deliver = useMutation({
    mutationFn: (input: { client: string; body: FulfillmentRequest }) =>
      deliverOrder(input.client, input.body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void navigate(dashboardPaths.sendReviewOf({ type: 'fulfill' }));
    },
  });

  const chooseClient = (uid: string) => {
    if (uid === client) return;
    if (files.length > 0) {
      setRefusal({
        at: 'client',
        message: 'Delete all uploaded files before choosing another client.',
      });
      return;
    }
    setRefusal(null);
    setClient(uid);
    setPicked(null);
    setLinkedOrder(null);
  };
  const chooseOrder = (next: ProductionRequest) => {
    // The uploads are of one kind; another kind of order would need other files.
    if (order && files.length > 0 && next.type !== order.type) {
      setRefusal({
        at: 'order',
        message: `Delete all uploaded ${noun(order.type)} before choosing ${next.type === 'Edit' ? 'an Edit' : 'a Thumbnail'} order.`,
      });
      return;
    }
    setRefusal(null);
    setPicked(next);
  };
  const onFiles = (list: UploadedFile[]) => {
    setFiles(list);
    // Once files exist, the order they belong to must not depend on a refresh.
    if (list.length > 0 && !picked && order) setPicked(order);
  };

  const reason = blockedReason(clientKnown ? client : '', order, files);
  const submit = () => {
    setLocalFailure(null);
    if (reason || !order || !session.uid) return;
    const checked = FulfillmentRequest.safeParse({
      videoData: { requestId: order.requestId },
      file: files.map((f) => ({ author: session.uid ?? '', uri: f.uri ?? '' })),
      message: note,
    });
    if (!checked.success) {
      setLocalFailure(localRefusal(checked.error));
      return;
    }
    deliver.reset();
    deliver.mutate({ client, body: checked.data });
  };

  return {
    contacts,
    clients,
    client,
    clientKnown,
    clientName: clients.find((c) => c.uid === client)?.name ?? 'this client',
    orders,
    order,
    shown,
    picked,
    linkMissed,
    refusal,
    folderName,
    note,
    setNote,
    chooseClient,
    chooseOrder,
    onFiles,
    reason,
    failure: deliver.isError
      ? describeFailure(deliver.error)
      : localFailure
        ? { message: localFailure }
        : null,
    sending: deliver.isPending,
    submit,
  };
}
