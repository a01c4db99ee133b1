import { Button } from '../../components/button';
import { RecordLogDialog } from './record-log-dialog';

interface LogDeletionProps<P> {
  /** How many rows are ticked: the fixed 'Delete' shows while at least one is. */
  ticked: number;
  onDeleteTicked: () => void;
  /** The delete waiting for its reason, if any; `describe` says what it deletes (the log's content). */
  asking: P | null;
  setAsking: (pending: P | null) => void;
  describe: (pending: P) => string;
  /** Runs the delete that waited, once its reason is recorded. */
  remove: (pending: P) => Promise<void>;
}

/**
 * What both log screens share (spec §2/§5): the fixed 'Delete' for ticked rows, and the
 * 'Record Log' modal a delete waits on when a reason is asked for first.
 */
export function LogDeletion<P>({ ticked, onDeleteTicked, asking, setAsking, describe, remove }: LogDeletionProps<P>) {
  return (
    <>
      {ticked ? (
        <div className="fixed right-4 bottom-4 z-40">
          <Button variant="danger" onPress={onDeleteTicked}>
            Delete
          </Button>
        </div>
      ) : null}
      {asking ? (
        <RecordLogDialog
          content={describe(asking)}
          onClose={() => setAsking(null)}
          onRecorded={() => {
            setAsking(null);
            void remove(asking);
          }}
        />
      ) : null}
    </>
  );
}
